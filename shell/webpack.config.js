const { federatedConfig } = require('@skillfolio/shared/federation');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'sf_shell',
  kind: 'host',
  title: 'Skillfolio',
  pageCss: 'src/shell.css',
});
