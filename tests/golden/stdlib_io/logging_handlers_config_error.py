# basicConfig: handlers= with stream= is refused.
import logging, sys
logging.basicConfig(handlers=[logging.StreamHandler(sys.stdout)], stream=sys.stdout)

# expect runtime error: ValueError: 'stream' or 'filename' should not be specified together with 'handlers'
