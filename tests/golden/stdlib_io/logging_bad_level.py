# setLevel with an unknown name.
import logging
logging.getLogger("x").setLevel("LOUD")

# expect runtime error: ValueError: Unknown level: 'LOUD'
