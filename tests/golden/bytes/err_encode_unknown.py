print('x'.encode('foo'))
# expect runtime error: LookupError: unknown encoding: foo
