# dir() of exception instances and classes.
print(dir(Exception))
print(dir(KeyError('k')) == dir(Exception))
print([n for n in dir(OSError) if not n.startswith('_')])
e = ValueError('bad')
e.detail = 42
print([n for n in dir(e) if not n.startswith('_')])

# expect: ['__cause__', '__class__', '__context__', '__delattr__', '__dict__', '__dir__', '__doc__', '__eq__', '__format__', '__ge__', '__getattribute__', '__getstate__', '__gt__', '__hash__', '__init__', '__init_subclass__', '__le__', '__lt__', '__ne__', '__new__', '__reduce__', '__reduce_ex__', '__repr__', '__setattr__', '__setstate__', '__sizeof__', '__str__', '__subclasshook__', '__suppress_context__', '__traceback__', 'add_note', 'args', 'with_traceback']
# expect: True
# expect: ['add_note', 'args', 'characters_written', 'errno', 'filename', 'filename2', 'strerror', 'with_traceback']
# expect: ['add_note', 'args', 'detail', 'with_traceback']
