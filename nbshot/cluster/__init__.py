"""Running nbshot's batches on a cluster: Dask or any ``concurrent.futures`` executor.

nbshot has no scheduler of its own. A batch (flow runs, matrix cells) becomes one
task per item on the executor the caller gives: a ``dask.distributed.Client`` (a
LocalCluster, dask-jobqueue, dask-kubernetes, a hosted cluster), its scheduler's
address, or any ``concurrent.futures.Executor``. On Dask, a worker plugin starts
what each worker keeps warm (a browser, a kernel) once per worker and stops it when
the worker closes.
"""
