yield 1
# expect error: yield_outside.py:1:1: error: 'yield' outside function
