# `return` directly in a class body
class A:
    return 1
# expect error: return_in_class.py:3:5: error: 'return' outside function
