# format_list's entries unpack into four fields.
import traceback

traceback.format_list([("a.py", 1)])
# expect runtime error: ValueError: not enough values to unpack (expected 4, got 2)
