# extract_tb of something that is not a traceback.
import traceback

traceback.extract_tb(5)
# expect runtime error: AttributeError: 'int' object has no attribute 'tb_frame'
