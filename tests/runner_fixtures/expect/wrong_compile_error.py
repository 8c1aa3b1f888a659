# fixture: fail stderr lacks the line: wrong_compile_error.py:2:1: error: nope
x = (1 +
# expect error: wrong_compile_error.py:2:1: error: nope
