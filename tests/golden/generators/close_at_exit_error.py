# A program that ends with an uncaught error still closes its suspended generators: the
# traceback is the error's, and the generator's finally runs.
def gen():
    try:
        yield 1
    finally:
        print("gen closed")


g = gen()
print(next(g))
raise ValueError("boom")
# expect: 1
# expect: gen closed
# expect runtime error: ValueError: boom
