# Signature.parameters: an ordered read-only mapping of Parameter objects with name, kind,
# default and annotation; Parameter.empty marks what is missing.
import inspect

def area(width: float, height: float = 1.0, *, unit="m") -> float:
    return width * height

sig = inspect.signature(area)
print(sig.parameters)
print(len(sig.parameters), list(sig.parameters), "unit" in sig.parameters)
for name, p in sig.parameters.items():
    print(name, p.kind, p.default, p.annotation, p.default is inspect.Parameter.empty)
p = sig.parameters["width"]
print(repr(p), str(p), p.name, repr(p.kind), p.kind.name, p.kind.value, p.kind.description)
print(p.kind == inspect.Parameter.POSITIONAL_OR_KEYWORD, p.kind is inspect.Parameter.KEYWORD_ONLY)
print(sig.return_annotation, sig.return_annotation is inspect.Signature.empty)
print(inspect.signature(lambda: 0).return_annotation)
print(inspect.Parameter.empty, inspect.Parameter.VAR_KEYWORD)
required = [n for n, q in sig.parameters.items() if q.default is q.empty]
print(required)
# expect: OrderedDict([('width', <Parameter "width: float">), ('height', <Parameter "height: float = 1.0">), ('unit', <Parameter "unit='m'">)])
# expect: 3 ['width', 'height', 'unit'] True
# expect: width POSITIONAL_OR_KEYWORD <class 'inspect._empty'> <class 'float'> True
# expect: height POSITIONAL_OR_KEYWORD 1.0 <class 'float'> False
# expect: unit KEYWORD_ONLY m <class 'inspect._empty'> False
# expect: <Parameter "width: float"> width: float width <_ParameterKind.POSITIONAL_OR_KEYWORD: 1> POSITIONAL_OR_KEYWORD 1 positional or keyword
# expect: True False
# expect: <class 'float'> False
# expect: <class 'inspect._empty'>
# expect: <class 'inspect._empty'> VAR_KEYWORD
# expect: ['width']
