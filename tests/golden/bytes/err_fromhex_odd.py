print(bytes.fromhex('414'))
# expect runtime error: ValueError: non-hexadecimal number found in fromhex() arg at position 3
