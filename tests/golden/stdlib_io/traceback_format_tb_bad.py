# format_tb wants a traceback object.
import traceback
traceback.format_tb(5)

# expect runtime error: AttributeError: 'int' object has no attribute 'tb_frame'
