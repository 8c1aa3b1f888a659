nonlocal x
# expect error: nonlocal_module_level.py:1:1: error: nonlocal declaration not allowed at module level
