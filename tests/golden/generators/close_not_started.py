# closing a generator that has not started runs nothing
def g():
    try:
        yield 1
    finally:
        print('not printed')

it = g()
print(it.close())
print(list(it))
# expect: None
# expect: []
