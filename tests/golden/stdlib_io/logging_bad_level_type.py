# setLevel with something that is neither an int nor a name.
import logging
logging.getLogger("x").setLevel(2.5)

# expect runtime error: TypeError: Level not an integer or a valid string: 2.5
