# __array_ufunc__ as NumPy's documentation overrides it: inputs and outputs viewed as ndarray, super().__array_ufunc__, results viewed back.
import numpy as np

class A(np.ndarray):
    def __array_ufunc__(self, ufunc, method, *inputs, out=None, **kwargs):
        args = []
        in_no = []
        for i, input_ in enumerate(inputs):
            if isinstance(input_, A):
                in_no.append(i)
                args.append(input_.view(np.ndarray))
            else:
                args.append(input_)

        outputs = out
        out_no = []
        if outputs:
            out_args = []
            for j, output in enumerate(outputs):
                if isinstance(output, A):
                    out_no.append(j)
                    out_args.append(output.view(np.ndarray))
                else:
                    out_args.append(output)
            kwargs['out'] = tuple(out_args)
        else:
            outputs = (None,) * ufunc.nout

        info = {}
        if in_no:
            info['inputs'] = in_no
        if out_no:
            info['outputs'] = out_no

        results = super().__array_ufunc__(ufunc, method, *args, **kwargs)
        if results is NotImplemented:
            return NotImplemented

        if method == 'at':
            if isinstance(inputs[0], A):
                inputs[0].info = info
            return

        if ufunc.nout == 1:
            results = (results,)

        results = tuple((np.asarray(result).view(A)
                         if output is None else output)
                        for result, output in zip(results, outputs))
        if results and isinstance(results[0], A):
            results[0].info = info

        return results[0] if len(results) == 1 else results

a = np.arange(5.).view(A)
b = np.sin(a)
check = np.sin(np.arange(5.))
print(np.all(check == b))
print(b.info)
b = np.sin(np.arange(5.), out=(a,))
print(b.info)
a = np.arange(5.).view(A)
b = np.ones(1).view(A)
c = a + b
print(c.info)
a += b
print(a.info)
print(repr(a))
print(type(a * 2), (a * 2).info)
# expect: True
# expect: {'inputs': [0]}
# expect: {'outputs': [0]}
# expect: {'inputs': [0, 1]}
# expect: {'inputs': [0, 1], 'outputs': [0]}
# expect: A([1., 2., 3., 4., 5.])
# expect: <class '__main__.A'> {'inputs': [0]}
