print(b'abc'.index(b'z'))
# expect runtime error: ValueError: subsection not found
