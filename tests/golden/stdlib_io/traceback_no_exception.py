# Outside a handler there is no exception: "NoneType: None".
import traceback, io
print(repr(traceback.format_exc()))
buf = io.StringIO()
traceback.print_exc(file=buf)
print(repr(buf.getvalue()))
print(traceback.format_exception(None), traceback.format_exception_only(None))

# expect: 'NoneType: None\n'
# expect: 'NoneType: None\n'
# expect: ['NoneType: None\n'] ['NoneType: None\n']
