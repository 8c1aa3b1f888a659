# An exception class with its own __init__ that calls super().__init__(msg) and keeps an
# extra attribute: args holds what super().__init__ got.
class AppError(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code

try:
    raise AppError("disk full", 28)
except AppError as e:
    print(e.args, e.code, str(e), repr(e))
# expect: ('disk full',) 28 disk full AppError('disk full')
