x = b'é'
# expect error: syntax_non_ascii.py:1:5: error: bytes can only contain ASCII literal characters
