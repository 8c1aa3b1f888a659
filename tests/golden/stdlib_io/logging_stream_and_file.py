# basicConfig: stream and filename together are refused.
import logging, sys
logging.basicConfig(stream=sys.stdout, filename="never.log")

# expect runtime error: ValueError: 'stream' and 'filename' should not be specified together
