x = b'é'
# expect error: SyntaxError: bytes can only contain ASCII literal characters
