// The host keeps its data folder as the services keep theirs (the host reaches contracts through app).
export { createPrivately, makePrivate } from '../../contracts/private-data'
