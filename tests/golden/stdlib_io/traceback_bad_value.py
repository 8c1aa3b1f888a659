# format_exception wants an exception instance.
import traceback
traceback.format_exception(42)

# expect runtime error: TypeError: Exception expected for value, int found
