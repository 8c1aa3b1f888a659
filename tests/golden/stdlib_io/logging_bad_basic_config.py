# basicConfig refuses arguments it does not know.
import logging, sys
logging.basicConfig(stream=sys.stdout, colour=True)

# expect runtime error: ValueError: Unrecognised argument(s): colour
