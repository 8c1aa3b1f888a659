x = b'a' 'b'
# expect error: syntax_mix.py:1:5: error: cannot mix bytes and nonbytes literals
