print(bytes.fromhex('41 4g'))
# expect runtime error: ValueError: non-hexadecimal number found in fromhex() arg at position 4
