# A data descriptor (__get__ and __set__) wins over a same-named entry in the instance's
# __dict__; __get__ gets (None, owner) when read through the class, and subclasses see it.
class ReadOnly:
    def __get__(self, obj, cls):
        return 42 if obj is not None else ("class", cls.__name__)
    def __set__(self, obj, v):
        raise AttributeError("read-only")
class K:
    answer = ReadOnly()
class Sub(K):
    pass
k = K()
k.__dict__["answer"] = 1
print(k.answer, K.answer, Sub().answer, Sub.answer)
try:
    k.answer = 3
except AttributeError as e:
    print("AttributeError:", e)
# expect: 42 ('class', 'K') 42 ('class', 'Sub')
# expect: AttributeError: read-only
