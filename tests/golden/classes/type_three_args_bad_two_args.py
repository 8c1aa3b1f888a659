# type() with bad arguments: two_args.
print("start")
type(1, 2)
# expect: start
# expect runtime error: TypeError: type() takes 1 or 3 arguments
