try:
    x = 1
except ValueError, TypeError:
    pass
# expect error: SyntaxError: multiple exception types must be parenthesized
