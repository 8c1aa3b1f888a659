try:
    x = 1
except ValueError, TypeError:
    pass
# expect error: except_unparenthesized.py:3:8: error: multiple exception types must be parenthesized
