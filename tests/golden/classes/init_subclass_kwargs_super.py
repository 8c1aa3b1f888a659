# keyword arguments of a class statement that no __init_subclass__ takes reach
# object.__init_subclass__ through super() and are an error there
class Plugin:
    registry = {}
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        Plugin.registry[name or cls.__name__.lower()] = cls

class Csv(Plugin, name="csv"): pass
class Json(Plugin): pass
print(sorted(Plugin.registry))
try:
    class Xml(Plugin, name="xml", strict=True): pass
except TypeError as e:
    print("TypeError:", e)
print(sorted(Plugin.registry))
try:
    class Plain(colour="red"): pass
except TypeError as e:
    print("TypeError:", e)
try:
    object.__init_subclass__(1)
except TypeError as e:
    print("TypeError:", e)
object.__init_subclass__()
Csv.__init_subclass__()
print(sorted(Plugin.registry))
class Yaml(Json, name="yaml", indent=2): pass
# expect: ['csv', 'json']
# expect: TypeError: Xml.__init_subclass__() takes no keyword arguments
# expect: ['csv', 'json']
# expect: TypeError: Plain.__init_subclass__() takes no keyword arguments
# expect: TypeError: object.__init_subclass__() takes no arguments (1 given)
# expect: ['csv', 'json']
# expect runtime error: TypeError: Yaml.__init_subclass__() takes no keyword arguments
