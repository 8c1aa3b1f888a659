# An unknown keyword to an enabled logging call.
import logging
logging.getLogger("k").warning("msg", colour="red")

# expect runtime error: TypeError: Logger._log() got an unexpected keyword argument 'colour'
