# fixture: pass
x = (1 +
# expect error: pass_compile_error.py:2:5: error: '(' was never closed
