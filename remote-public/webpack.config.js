const { federatedConfig } = require('@skillfolio/shared/federation');

module.exports = federatedConfig({ dir: __dirname, name: 'sf_public', kind: 'remote' });
