# Opening a missing file raises FileNotFoundError with errno, strerror and filename.
try:
    with open("no_such_file_here.txt") as f:
        print("not reached")
except FileNotFoundError as e:
    print(e)
    print(e.errno, e.strerror, e.filename, isinstance(e, OSError))
try:
    open("/tmp")
except IsADirectoryError as e:
    print(e)
open("missing_data.csv")
# expect: [Errno 2] No such file or directory: 'no_such_file_here.txt'
# expect: 2 No such file or directory no_such_file_here.txt True
# expect: [Errno 21] Is a directory: '/tmp'
# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: 'missing_data.csv'
