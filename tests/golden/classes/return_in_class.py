# `return` directly in a class body
class A:
    return 1
# expect error: SyntaxError: 'return' outside function
