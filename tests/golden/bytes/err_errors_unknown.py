print(b'\xff'.decode('utf-8', 'bad'))
# expect runtime error: LookupError: unknown error handler name 'bad'
