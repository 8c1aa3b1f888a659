# An AttributeError raised by a failed lookup inside an except block has the handled exception as its __context__.
try:
    [][1]
except IndexError:
    try:
        None.x
    except AttributeError as e:
        print(repr(e.__context__), e.name)
# expect: IndexError('list index out of range') x
