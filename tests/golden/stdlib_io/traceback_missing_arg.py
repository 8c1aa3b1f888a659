# format_exception needs its argument.
import traceback
traceback.format_exception()

# expect runtime error: TypeError: format_exception() missing 1 required positional argument: 'exc'
