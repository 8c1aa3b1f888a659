z = 0x10j
# expect error: imaginary_hex.py:1:5: error: invalid hexadecimal literal
