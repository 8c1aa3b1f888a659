# deepcopy's memo must be a dict: CPython asks it for get() first.
import copy
copy.deepcopy([1], [])

# expect runtime error: AttributeError: 'list' object has no attribute 'get'
