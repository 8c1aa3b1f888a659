# fixture: fail timed out
while True:
    pass
# expect: never
