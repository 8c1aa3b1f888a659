z = 1jx
# expect error: imaginary_invalid.py:1:5: error: invalid imaginary literal
