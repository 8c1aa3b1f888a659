# A %-style format without a field is refused.
import logging
logging.Formatter("just text")

# expect runtime error: ValueError: Invalid format 'just text' for '%' style
