// The host's logs follow the same rule as the services' (the host reaches contracts through app).
export { redactLogLine } from '../../contracts/log-redaction'
