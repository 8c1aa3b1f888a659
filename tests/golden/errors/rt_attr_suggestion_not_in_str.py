# The suggestion is the traceback's, not part of str(e); e.name holds the name asked for.
try:
    'abc'.uper()
except AttributeError as e:
    print(str(e))
    print(e.name)
raise AttributeError('uper')

# expect: 'str' object has no attribute 'uper'
# expect: uper
# expect runtime error: AttributeError: uper
