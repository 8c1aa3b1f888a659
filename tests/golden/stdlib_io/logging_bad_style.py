# Formatter's style must be %, { or $.
import logging
logging.Formatter("%(message)s", style="#")

# expect runtime error: ValueError: Style must be one of: %,{,$
