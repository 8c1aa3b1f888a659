# An exception class alone is not an exception instance.
import traceback
traceback.format_exception(TypeError)

# expect runtime error: TypeError: Exception expected for value, type found
