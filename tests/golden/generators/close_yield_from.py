# close() reaches the generator a yield from delegates to, then the delegating one
def inner():
    try:
        yield 1
    finally:
        print('inner cleanup')

def outer():
    try:
        yield from inner()
    finally:
        print('outer cleanup')

it = outer()
next(it)
it.close()
print('closed')
# expect: inner cleanup
# expect: outer cleanup
# expect: closed
